/*
 * eSpeak NG's declarations that Teller uses, as its public header
 * speak_lib.h (API revision 12) declares them, so the compiler lays out
 * the structures Teller reads. The library itself is opened with dlopen.
 */
#ifndef TELLER_ESPEAK_NG_H
#define TELLER_ESPEAK_NG_H

#include <stddef.h>

#include "teller_functions.h"

typedef enum {
  AUDIO_OUTPUT_PLAYBACK,
  AUDIO_OUTPUT_RETRIEVAL,
  AUDIO_OUTPUT_SYNCHRONOUS,
  AUDIO_OUTPUT_SYNCH_PLAYBACK
} espeak_AUDIO_OUTPUT;

typedef enum {
  EE_OK = 0,
  EE_INTERNAL_ERROR = -1,
  EE_BUFFER_FULL = 1,
  EE_NOT_FOUND = 2
} espeak_ERROR;

typedef enum { POS_CHARACTER = 1, POS_WORD, POS_SENTENCE } espeak_POSITION_TYPE;

typedef enum {
  espeakSILENCE = 0,
  espeakRATE = 1,
  espeakVOLUME = 2,
  espeakPITCH = 3,
  espeakRANGE = 4,
  espeakPUNCTUATION = 5,
  espeakCAPITALS = 6,
  espeakWORDGAP = 7,
  espeakOPTIONS = 8,
  espeakINTONATION = 9
} espeak_PARAMETER;

/* espeak_Initialize's options: return an error rather than exit. */
#define espeakINITIALIZE_DONT_EXIT 0x8000

/* espeak_Synth's flags. */
#define espeakCHARS_UTF8 1
#define espeakENDPAUSE 0x1000

typedef enum {
  espeakEVENT_LIST_TERMINATED = 0,
  espeakEVENT_WORD = 1,
  espeakEVENT_SENTENCE = 2,
  espeakEVENT_MARK = 3,
  espeakEVENT_PLAY = 4,
  espeakEVENT_END = 5,
  espeakEVENT_MSG_TERMINATED = 6,
  espeakEVENT_PHONEME = 7,
  espeakEVENT_SAMPLERATE = 8
} espeak_EVENT_TYPE;

/* An event the synth callback receives; `user_data` is what espeak_Synth
 * was given. */
typedef struct {
  espeak_EVENT_TYPE type;
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
