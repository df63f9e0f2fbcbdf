#!/usr/bin/env python3
"""Teller's bank model in SimPy 4, for side-by-side comparison.

The model is the one `teller simulate --arrivals poisson` runs: customers
arrive as a Poisson process at RATE per second; each comes for a loan with
probability LOAN_SHARE, otherwise for a deposit; each work type has its own
clerks and its own first-come, first-served line, and a service takes a fixed
time (0.7 s for a deposit, 1.1 s for a loan by default).

It is written the way the SimPy documentation writes a bank: one process
makes customers, each customer is a process that requests a clerk
(`simpy.Resource`), waits, and holds the clerk for the service time.

It prints customers per second (the run alone, from the first arrival to the
last finish, without Python's start-up), by the wall clock and by processor
time (which hardly changes when other programs share the machine), and the
mean wait, from arrival to
the start of service, with its 95% confidence interval by the method of
batch means: the waits, in the order services start, are cut into BATCHES
equal batches (the last batch takes any remainder); the interval is the
mean of the batch means plus or minus t(0.975, BATCHES - 1) times their
standard error. `teller simulate` computes its interval the same way. The
run starts from an empty bank and nothing is discarded, so runs should be
long (thousands of customers per batch).

Examples:

  python3 benchmarks/simpy_bank.py --customers 200000 --rate 2 \\
      --loan-share 0 --loan-clerks 0            # M/D/2 deposits only
  python3 benchmarks/simpy_bank.py --customers 200000 --rate 1   # 2 + 1 mix
  python3 benchmarks/simpy_bank.py --json ...   # one JSON object

Exit status: 0, or 2 for a bad option, or 69 when SimPy is not installed
(`pip install simpy`).
"""

import argparse
import json
import math
import random
import sys
import time

try:
    import simpy
except ImportError:  # pragma: no cover - depends on the machine
    print("simpy_bank.py: SimPy is not installed; pip install simpy", file=sys.stderr)
    sys.exit(69)

# t(0.975, df) for df = 1..30; larger df use the Cornish-Fisher expansion
# (Abramowitz and Stegun 26.7.5), as Teller does.
T975 = [
    12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624,
    2.306004, 2.262157, 2.228139, 2.200985, 2.178813, 2.160369, 2.144787,
    2.131450, 2.119905, 2.109816, 2.100922, 2.093024, 2.085963, 2.079614,
    2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407,
    2.045230, 2.042272,
]


def t975(df):
    """The 97.5th percentile of Student's t with df degrees of freedom."""
    if df <= len(T975):
        return T975[df - 1]
    z = 1.959963984540054
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


class Waits:
    """Batch means of waits, in the order services start."""

    def __init__(self, customers, batches):
        self.size = max(1, customers // batches)
        self.batches = batches
        self.sums = [0.0] * batches
        self.counts = [0] * batches
        self.started = 0
        self.total = 0.0

    def record(self, wait):
        index = min(self.started // self.size, self.batches - 1)
        self.sums[index] += wait
        self.counts[index] += 1
        self.started += 1
        self.total += wait

    @property
    def mean(self):
        return self.total / self.started if self.started else 0.0

    def interval(self):
        """(low, high) of the 95% confidence interval, or None."""
        means = [s / c for s, c in zip(self.sums, self.counts) if c > 0]
        if len(means) < 2 or len(means) < self.batches:
            return None
        k = len(means)
        grand = sum(means) / k
        variance = sum((m - grand) ** 2 for m in means) / (k - 1)
        half = t975(k - 1) * math.sqrt(variance / k)
        return (grand - half, grand + half)


def simulate(args):
    """Runs the model; returns (waits, makespan in model seconds)."""
    rng = random.Random(args.seed)
    env = simpy.Environment()
    clerks = {
        "deposit": simpy.Resource(env, capacity=max(1, args.deposit_clerks)),
        "loan": simpy.Resource(env, capacity=max(1, args.loan_clerks)),
    }
    service = {"deposit": args.deposit_time, "loan": args.loan_time}
    waits = Waits(args.customers, args.ci_batches)
    last_finish = [0.0]

    def customer(env, work):
        arrival = env.now
        with clerks[work].request() as request:
            yield request
            waits.record(env.now - arrival)
            yield env.timeout(service[work])
        last_finish[0] = env.now

    def source(env):
        for _ in range(args.customers):
            yield env.timeout(rng.expovariate(args.rate))
            work = "loan" if rng.random() < args.loan_share else "deposit"
            env.process(customer(env, work))

    env.process(source(env))
    env.run()
    return waits, last_finish[0]


def positive(kind):
    def parse(text):
        value = kind(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be greater than 0; got {text!r}")
        return value

    return parse


def main(argv):
    parser = argparse.ArgumentParser(
        prog="simpy_bank.py",
        description="Teller's bank model in SimPy 4: customers per second and "
        "the mean wait with its 95%% confidence interval (batch means).",
    )
    parser.add_argument("--customers", type=positive(int), default=100_000)
    parser.add_argument("--rate", type=positive(float), default=1.0,
                        help="Poisson arrivals per second (default 1)")
    parser.add_argument("--deposit-clerks", type=int, default=2)
    parser.add_argument("--loan-clerks", type=int, default=1)
    parser.add_argument("--deposit-time", type=positive(float), default=0.7)
    parser.add_argument("--loan-time", type=positive(float), default=1.1)
    parser.add_argument("--loan-share", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ci-batches", type=int, default=20,
                        help="batches for the confidence interval (default 20)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if not 0 <= args.loan_share <= 1:
        parser.error(f"--loan-share must be from 0 to 1; got {args.loan_share}")
    if args.deposit_clerks < 0 or args.loan_clerks < 0:
        parser.error("clerks must not be negative")
    if args.deposit_clerks == 0 and args.loan_share < 1:
        parser.error("--deposit-clerks 0 needs --loan-share 1")
    if args.loan_clerks == 0 and args.loan_share > 0:
        parser.error("--loan-clerks 0 needs --loan-share 0")
    if not 2 <= args.ci_batches <= 1000:
        parser.error("--ci-batches must be from 2 to 1000")

    start = time.perf_counter()
    cpu_start = time.process_time()
    waits, makespan = simulate(args)
    cpu = time.process_time() - cpu_start
    wall = time.perf_counter() - start
    interval = waits.interval()
    rate = args.customers / wall if wall > 0 else 0.0
    cpu_rate = args.customers / cpu if cpu > 0 else 0.0
    if args.json:
        print(json.dumps({
            "simpy_version": simpy.__version__,
            "python_version": sys.version.split()[0],
            "customers": args.customers,
            "rate": args.rate,
            "customers_served": waits.started,
            "makespan_seconds": makespan,
            "mean_wait_seconds": waits.mean,
            "mean_wait_ci95_seconds": list(interval) if interval else None,
            "ci_batches": args.ci_batches,
            "wall_seconds": wall,
            "customers_per_second": rate,
            "cpu_seconds": cpu,
            "customers_per_cpu_second": cpu_rate,
        }))
    else:
        print(f"SimPy {simpy.__version__} on Python {sys.version.split()[0]}: "
              f"{args.customers} customers, Poisson arrivals at {args.rate} per second, "
              f"seed {args.seed}.")
        print(f"Business day: {makespan:.3f} s")
        if interval:
            print(f"Mean wait: {waits.mean:.3f} s (95% confidence interval "
                  f"{interval[0]:.3f} to {interval[1]:.3f} s, {args.ci_batches} batch means)")
        else:
            print(f"Mean wait: {waits.mean:.3f} s")
        print(f"Wall time: {wall:.3f} s ({rate:.0f} customers per second)")
        print(f"Processor time: {cpu:.3f} s ({cpu_rate:.0f} customers per processor second)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
