import type { LocaleCatalog } from '../strings/catalog';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { ptBR } from './pt-br';
import { tr } from './tr';
import { zhCN } from './zh-cn';

/**
 * Every language the widget ships, English first: for the testbed's pickers, the gallery and the
 * tests. Not a package entry: a host imports the languages it shows (`@foyer/widget/locales/fr`).
 */
export const allLocales: readonly LocaleCatalog[] = [
  en,
  ar,
  de,
  es,
  fr,
  he,
  it,
  ja,
  ko,
  nl,
  pl,
  ptBR,
  tr,
  zhCN,
];
