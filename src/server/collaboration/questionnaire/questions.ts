/** The questionnaire's vocabulary lives on the shared floor (src/shared/), read by the islands and the texts too. */
export * from '#shared/collaboration-questions.ts';
