import { createContext, useContext } from 'react';
import type { I18n } from './makeI18n';

/** The page's texts where its islands render (IslandRoot provides them). */
const Texts = createContext<I18n | null>(null);
export const TextsProvider = Texts.Provider;

/**
 * The texts of the page's language, where a component shows them:
 *   const t = useT(); then t(id) or t(id, { count: 3 }) for a message that fills in values.
 * Ids are "<namespace>.<key>" of shared/i18n/catalogs/<language>/<namespace>.json: an island uses
 * its own namespace (its name), common and forms.
 */
export const useT = () => useContext(Texts)!._;
