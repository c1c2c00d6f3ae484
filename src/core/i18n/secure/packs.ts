import type { Locale } from '../locales.ts';
import type { SecureMessages } from './en.ts';
import ar from './packs/ar.ts';
import de from './packs/de.ts';
import es from './packs/es.ts';
import fr from './packs/fr.ts';
import ja from './packs/ja.ts';
import pt from './packs/pt.ts';
import zh from './packs/zh.ts';

/**
 * Every pack of the secure site's catalogue, for its server (the pages it renders, the previews it writes, one
 * JSON asset per language for the frame). The frame's own script never imports this: it fetches its one pack.
 */
export const SECURE_PACKS: Record<Exclude<Locale, 'en'>, SecureMessages> = { es, fr, de, pt, ja, zh, ar };
