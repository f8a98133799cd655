export { answerOf, canSubmit, canSubmitLayout, check, checkLayout, markBox } from './check';
export { toUserAnswers, type UserAnswer } from './user-answers';
