export { answerOf, check, checkLayout, markBox } from './check';
export { canSubmit, canSubmitLayout, findHoles, submitBlockers } from './validate';
export { toUserAnswers, type UserAnswer } from './user-answers';
export { workedAnswers } from './worked-answers';
