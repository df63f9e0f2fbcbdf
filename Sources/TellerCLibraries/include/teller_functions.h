/*
 * How Teller finds a library's functions at run time: each library's header
 * lists the functions Teller calls once, as F(result, name, parameters), and
 * these macros make of that list a table of function pointers and the code
 * that fills it in by name. Nothing here is linked against the library.
 */
#ifndef TELLER_FUNCTIONS_H
#define TELLER_FUNCTIONS_H

/* Looks a function up by name in a library opened with dlopen: NULL when it
 * has none. TellerPlatform's DynamicLibrary passes dlsym. */
typedef void *(*teller_find_function)(void *library, const char *name);

/* One field of a table: a pointer to the function. */
#define TELLER_FUNCTION_FIELD(result, name, parameters) result(*name) parameters;

/* Fills in one field of `functions`, or returns the function's name from
 * the enclosing function when the library lacks it. */
#define TELLER_FIND_FUNCTION(result, name, parameters)                         \
  if (!(functions->name = (result(*) parameters)find(library, #name)))         \
    return #name;

#endif
