import '@testing-library/jest-dom';
import { resetPageI18n } from '../i18n/pageI18n';
import { testI18n } from './testI18n';

// A thunk tested alone writes its flash messages in English, as on a page whose texts are English.
beforeEach(() => resetPageI18n(testI18n()));
