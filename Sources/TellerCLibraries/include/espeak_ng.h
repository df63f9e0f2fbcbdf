/*
 * eSpeak NG's declarations that Teller uses, as its public header
 * speak_lib.h (API revision 12) declares them, so the compiler lays out
 * the structures Teller reads. The library itself is opened with dlopen.
 */
#ifndef TELLER_ESPEAK_NG_H
#define TELLER_ESPEAK_NG_H

#include <stddef.h>

#include "teller_functions.h"

/* Each enumeration below declares only the values Teller passes or
 * compares; speak_lib.h lists more. EE_INTERNAL_ERROR keeps espeak_ERROR a
 * signed int, as it is there. */
typedef enum { AUDIO_OUTPUT_SYNCHRONOUS = 2 } espeak_AUDIO_OUTPUT;

typedef enum { EE_INTERNAL_ERROR = -1, EE_OK = 0 } espeak_ERROR;

typedef enum { POS_CHARACTER = 1 } espeak_POSITION_TYPE;

typedef enum { espeakRATE = 1, espeakVOLUME = 2, espeakPITCH = 3 } espeak_PARAMETER;

/* espeak_Initialize's options: return an error rather than exit. */
#define espeakINITIALIZE_DONT_EXIT 0x8000

/* espeak_Synth's flags. */
#define espeakCHARS_UTF8 1
#define espeakENDPAUSE 0x1000

/* An event the synth callback receives; `user_data` is what espeak_Synth
 * was given. Teller reads no event's type, an espeak_EVENT_TYPE (an int)
 * in speak_lib.h. */
typedef struct {
  int type;
  unsigned int unique_identifier;
  int text_position;
  int length;
  int audio_position;
  int sample;
  void *user_data;
  union {
    int number;
    const char *name;
    char string[8];
  } id;
} espeak_EVENT;

/* A voice as espeak_ListVoices lists it. `languages` is a list of a
 * priority byte and a NUL-terminated name each, ended by a zero priority. */
typedef struct {
  const char *name;
  const char *languages;
  const char *identifier;
  unsigned char gender;
  unsigned char age;
  unsigned char variant;
  unsigned char xx1;
  int score;
  void *spare;
} espeak_VOICE;

typedef int(t_espeak_callback)(short *wav, int numsamples, espeak_EVENT *events);

/* The functions Teller calls. */
#define TELLER_ESPEAK_FUNCTIONS(F)                                             \
  F(int, espeak_Initialize,                                                    \
    (espeak_AUDIO_OUTPUT output, int buflength, const char *path,              \
     int options))                                                             \
  F(void, espeak_SetSynthCallback, (t_espeak_callback * SynthCallback))        \
  F(espeak_ERROR, espeak_SetVoiceByName, (const char *name))                   \
  F(espeak_ERROR, espeak_SetParameter,                                         \
    (espeak_PARAMETER parameter, int value, int relative))                     \
  F(espeak_ERROR, espeak_Synth,                                                \
    (const void *text, size_t size, unsigned int position,                     \
     espeak_POSITION_TYPE position_type, unsigned int end_position,            \
     unsigned int flags, unsigned int *unique_identifier, void *user_data))    \
  F(const espeak_VOICE **, espeak_ListVoices, (espeak_VOICE * voice_spec))

/* Pointers to the functions Teller calls, found at run time, and the
 * function that finds them (teller_find_espeak_functions). */
TELLER_FUNCTION_TABLE(espeak, TELLER_ESPEAK_FUNCTIONS)

#endif
