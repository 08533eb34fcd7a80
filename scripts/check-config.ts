/**
 * Validates every setting and exits non-zero, naming each bad one, when any is
 * wrong. npm start runs it first: start.ts itself runs without the
 * react-server condition (so `next` loads normally), and the configuration
 * module is server-only.
 */
import { validateConfigOrExit } from '../lib/server/config';

validateConfigOrExit();
