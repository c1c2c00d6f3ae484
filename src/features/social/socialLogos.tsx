import { svg } from '../../ui/icons/icons.tsx';

/** Line marks of the social providers, in the modal's icon style (decorative: each button carries its name). */
export const SOCIAL_LOGOS: Record<string, () => React.JSX.Element> = {
  google: svg('M20 12h-8M20 12a8 8 0 1 1-2.34-5.66'),
  x: svg('M4 4h4l12 16h-4zM20 4l-6.6 7.5M10.6 12.5L4 20'),
  farcaster: svg('M5 20V8h14v12M5 8l2-4h10l2 4M9 20v-5a3 3 0 0 1 6 0v5'),
  discord: svg('M8 17l-1 2c-2 0-4-1-4-1 0-5 2-10 2-10l4-2 1 2h4l1-2 4 2s2 5 2 10c0 0-2 1-4 1l-1-2M9 13h.01M15 13h.01'),
  apple: svg(
    'M12 7c0-2 1.5-4 3.5-4M12 8c-1 0-2-1-4-1-3 0-4 3-4 5 0 4 3 9 5 9 1.5 0 2-1 3-1s1.5 1 3 1c2 0 3.5-3 4-5-2-1-2.5-4-.5-5.5-1-1.5-2.5-2.5-3.5-2.5-2 0-3 1-4 1z',
  ),
  github: svg(
    'M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
  ),
  facebook: svg('M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'),
};

export const MoreIcon = svg('M5 12h.01M12 12h.01M19 12h.01');
