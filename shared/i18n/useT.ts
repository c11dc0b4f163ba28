import { useLingui } from '@lingui/react';

/**
 * The texts of the page's language, where a component shows them:
 *   const t = useT(); then t(id) or t(id, { count: 3 }) for a message that fills in values.
 * Ids are "<namespace>.<key>" of shared/i18n/catalogs/<language>/<namespace>.json: an island uses
 * its own namespace (its name), common and forms.
 */
export const useT = () => useLingui()._;
