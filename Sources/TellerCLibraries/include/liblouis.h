/*
 * liblouis's declarations that Teller uses, as its public header
 * liblouis.h (3.x) declares them. The library itself is opened with
 * dlopen. liblouis's `widechar` is 16 or 32 bits as it was built
 * (lou_charSize), so the text buffers are declared as `void`.
 */
#ifndef TELLER_LIBLOUIS_H
#define TELLER_LIBLOUIS_H

#include "teller_functions.h"

typedef unsigned short formtype;

/* lou_translate's modes: dots in and out, as Unicode braille patterns with
 * ucBrl. */
typedef enum { dotsIO = 4, ucBrl = 64 } translationModes;

/* The log level Teller sets and compares with (liblouis.h lists more). */
typedef enum { LOU_LOG_ERROR = 40000 } logLevels;

typedef void (*logcallback)(logLevels level, const char *message);

/* The functions Teller calls. */
#define TELLER_LIBLOUIS_FUNCTIONS(F)                                           \
  F(int, lou_translate,                                                        \
    (const char *tableList, const void *inbuf, int *inlen, void *outbuf,       \
     int *outlen, formtype *typeform, char *spacing, int *outputPos,           \
     int *inputPos, int *cursorPos, int mode))                                 \
  F(int, lou_charSize, (void))                                                 \
  F(const void *, lou_getTable, (const char *tableList))                       \
  F(const char *, lou_version, (void))                                         \
  F(void, lou_registerLogCallback, (logcallback callback))                     \
  F(void, lou_setLogLevel, (logLevels level))

/* Pointers to the functions Teller calls, found at run time, and the
 * function that finds them (teller_find_liblouis_functions). */
TELLER_FUNCTION_TABLE(liblouis, TELLER_LIBLOUIS_FUNCTIONS)

#endif
