// The trivial Swift program that `teller-bench --suite startup` measures
// Teller's start-up against: it prints one line and exits.
print("Ready.")
