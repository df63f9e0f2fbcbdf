/*
 * BrlAPI's declarations that Teller uses, as BRLTTY 6.5's brlapi.h
 * (library 0.8) declares them, so the compiler lays out the structures
 * Teller reads and writes. The library itself is opened with dlopen.
 * Teller uses the functions that take a handle (brlapi__...), so each
 * connection keeps its own state.
 */
#ifndef TELLER_BRLAPI_H
#define TELLER_BRLAPI_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#include "teller_functions.h"

/* A connection's state, of brlapi_getHandleSize() bytes. */
typedef struct brlapi_handle_t brlapi_handle_t;

typedef int brlapi_fileDescriptor;

/* Where to connect: NULL for BrlAPI's defaults, which BRLAPI_AUTH and
 * BRLAPI_HOST override. */
typedef struct {
  char *auth;
  char *host;
} brlapi_connectionSettings_t;

typedef uint64_t brlapi_keyCode_t;

/* A key code split into its parts, as brlapi_expandKeyCode splits it. */
typedef struct {
  unsigned int type;
  unsigned int command;
  unsigned int argument;
  unsigned int flags;
} brlapi_expandedKeyCode_t;

/* The last error of a thread. */
typedef struct {
  int brlerrno;
  int libcerrno;
  int gaierrno;
  const char *errfun;
} brlapi_error_t;

/* brlerrno: the C library's errno says more. */
#define BRLAPI_ERROR_LIBCERR 11

/* brlapi_writeWText's cursor: none. */
#define BRLAPI_CURSOR_OFF 0

typedef uint32_t brlapi_packetType_t;

/* The parameters Teller sets (brlapi.h lists more). */
typedef enum { BRLAPI_PARAM_RETAIN_DOTS = 10 } brlapi_param_t;
typedef uint64_t brlapi_param_subparam_t;
typedef uint32_t brlapi_param_flags_t;

/* brlapi_param_flags_t: this connection's value only. */
#define BRLAPI_PARAMF_LOCAL 0

/* Called instead of aborting when the server reports an error. */
typedef void (*brlapi__exceptionHandler_t)(brlapi_handle_t *handle, int error,
                                           brlapi_packetType_t type,
                                           const void *packet, size_t size);

/* The functions Teller calls. */
#define TELLER_BRLAPI_FUNCTIONS(F)                                             \
  F(size_t, brlapi_getHandleSize, (void))                                      \
  F(brlapi_fileDescriptor, brlapi__openConnection,                             \
    (brlapi_handle_t * handle,                                                 \
     const brlapi_connectionSettings_t *desiredSettings,                       \
     brlapi_connectionSettings_t *actualSettings))                             \
  F(void, brlapi__closeConnection, (brlapi_handle_t * handle))                 \
  F(int, brlapi__getDisplaySize,                                               \
    (brlapi_handle_t * handle, unsigned int *x, unsigned int *y))              \
  F(int, brlapi__enterTtyModeWithPath,                                         \
    (brlapi_handle_t * handle, const int *ttys, int count,                     \
     const char *driver))                                                      \
  F(int, brlapi__leaveTtyMode, (brlapi_handle_t * handle))                     \
  F(int, brlapi__writeWText,                                                   \
    (brlapi_handle_t * handle, int cursor, const wchar_t *text))               \
  F(int, brlapi__readKey,                                                      \
    (brlapi_handle_t * handle, int wait, brlapi_keyCode_t *code))              \
  F(int, brlapi__setParameter,                                                 \
    (brlapi_handle_t * handle, brlapi_param_t parameter,                       \
     brlapi_param_subparam_t subparam, brlapi_param_flags_t flags,             \
     const void *data, size_t length))                                         \
  F(brlapi__exceptionHandler_t, brlapi__setExceptionHandler,                   \
    (brlapi_handle_t * handle, brlapi__exceptionHandler_t handler))            \
  F(int, brlapi_expandKeyCode,                                                 \
    (brlapi_keyCode_t code, brlapi_expandedKeyCode_t * expansion))             \
  F(brlapi_error_t *, brlapi_error_location, (void))                           \
  F(size_t, brlapi_strerror_r,                                                 \
    (const brlapi_error_t *error, char *buffer, size_t length))

/* Pointers to the functions Teller calls, found at run time, and the
 * function that finds them (teller_find_brlapi_functions). */
TELLER_FUNCTION_TABLE(brlapi, TELLER_BRLAPI_FUNCTIONS)

#endif
