/** The social feature chunk (`./features/social`): fetched only when socials are on and reached. */
export { ConnectingFarcasterView } from './ConnectingFarcasterView.tsx';
export { SocialButtons } from './SocialButtons.tsx';
