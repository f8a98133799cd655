/**
 * Quick quiz: seeded generation within the limits of spec §9, the quiz session and its result
 * bands.
 * @see spec §2 "Simple quiz page", §4 "Quiz", §9
 */
export {
  DEFAULT_QUIZ_LEVEL,
  DEFAULT_QUIZ_OPERATION,
  QUIZ_LENGTH,
  QUIZ_MAX_FACTOR,
  QUIZ_MAX_LEVEL,
  QUIZ_MAX_OPERAND,
  QUIZ_MIN_LEVEL,
  generateQuiz,
  parseQuizSettings,
  quizOperandRange,
  type QuizOperandRange,
  type QuizOptions,
  type QuizQuestion,
  type QuizSettings,
} from './quiz-generation';
export {
  quizBand,
  quizChoiceLevel,
  quizChoicesAt,
  type QuizBand,
  type QuizBandId,
  type QuizBandTitle,
  type QuizChoice,
} from './quiz-bands';
export {
  QuizSession,
  createQuizSession,
  type QuizAnswerResult,
  type QuizPhase,
  type QuizRestartOptions,
  type QuizSessionOptions,
  type QuizSessionState,
} from './quiz-session';
