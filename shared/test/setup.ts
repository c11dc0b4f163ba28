import '@testing-library/jest-dom';
import { writePageTexts } from './pageTexts';

// Every test's page carries the shop's English texts, as the server writes them; renderWithProviders switches them to its shop's locale.
beforeEach(() => writePageTexts());
