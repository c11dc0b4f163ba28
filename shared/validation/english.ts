import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import forms from '../i18n/catalogs/en/forms.json';
import { makeI18n } from '../i18n/makeI18n';
import { say, type FieldMessage, type Translate } from './shopText';

/**
 * The forms' texts in English, where no shopper's language is at hand: checkForm's default (the
 * schemas' own tests, scripts). Server and tests only: the islands write messages with the page's
 * texts (FormField), so this catalogue never reaches the browser.
 */
let english: Translate | null = null;

export const englishForms: Translate = (id, values) => {
  if (!english) {
    const messages: Messages = Object.fromEntries(
      Object.entries(forms).map(([key, text]) => [`forms.${key}`, compileMessage(text)]),
    );
    const i18n = makeI18n('en-BD', messages);
    english = (textId, textValues) => i18n._(textId, textValues);
  }
  return english(id, values);
};

/** A message in English. */
export const inEnglish = (message: FieldMessage): string => say(englishForms, message);
