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

/* A library's table, teller_LIBRARY_functions, with a field for each
 * function its LIST names, and teller_find_LIBRARY_functions, which fills
 * it in: NULL when every function is found, otherwise the name of the
 * first one the library lacks. */
#define TELLER_FUNCTION_TABLE(LIBRARY, LIST)                                   \
  typedef struct {                                                             \
    LIST(TELLER_FUNCTION_FIELD)                                                \
  } teller_##LIBRARY##_functions;                                              \
  static inline const char *teller_find_##LIBRARY##_functions(                 \
      teller_##LIBRARY##_functions *functions, teller_find_function find,      \
      void *library) {                                                         \
    LIST(TELLER_FIND_FUNCTION)                                                 \
    return NULL;                                                               \
  }

#endif
