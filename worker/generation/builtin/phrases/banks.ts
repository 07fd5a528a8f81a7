import type { Locale } from "../../../../shared/locales";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { nl } from "./nl";
import { pt } from "./pt";
import type { PhraseBank } from "./types";
import { zh } from "./zh";

/** Every locale's bank; typed by Locale so a missing language fails to compile. */
export const PHRASE_BANKS: Record<Locale, PhraseBank> = { en, ja, pt, nl, ko, fr, it, de, es, zh };
