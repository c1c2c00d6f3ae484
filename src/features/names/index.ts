/** The names feature chunk (`./features/names`): RegisterAccountName and its success view, fetched when a visitor reaches them. */
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx';
export { RegisterAccountNameView } from './RegisterAccountNameView.tsx';
