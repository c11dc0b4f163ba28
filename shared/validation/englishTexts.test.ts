import { inEnglish } from './english';
import { CV_TOO_LARGE, CV_WRONG_TYPE, RESUME_MESSAGES, RESUME_TEXTS } from './resumeSchema';

describe("the forms' English constants", () => {
  it('say word for word what the English catalogue says', () => {
    for (const key of Object.keys(RESUME_MESSAGES) as (keyof typeof RESUME_MESSAGES)[]) {
      expect({ key, text: inEnglish(RESUME_TEXTS[key]) }).toEqual({ key, text: RESUME_MESSAGES[key] });
    }
    expect(inEnglish(RESUME_TEXTS.cvTooLarge)).toBe(CV_TOO_LARGE);
    expect(inEnglish(RESUME_TEXTS.cvWrongType)).toBe(CV_WRONG_TYPE);
  });
});
