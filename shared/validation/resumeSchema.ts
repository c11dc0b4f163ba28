import { mixed, object, string, type InferType } from 'yup';
import { PERSON_NAME } from './commentTexts';
import { MESSAGES } from './messages';
import { formText } from './shopText';
import { phoneNumber } from './phone';
import {
  between,
  chosenId,
  ext,
  maxValue,
  minValue,
  numeric,
  pastDay,
  regex,
  size,
  TEXT_MAX,
  type FileLike,
} from './rules';

/** The resume form's own messages (texts of the forms catalogue). */
export const RESUME_TEXTS = {
  name: formText('forms.enterName'),
  email: formText('forms.enterEmail'),
  phone: formText('forms.enterPhone'),
  experience: formText('forms.enterExperience'),
  dob: formText('forms.enterDateOfBirth'),
  expected_salary: formText('forms.enterExpectedSalary'),
  address: formText('forms.enterAddress'),
  cv: formText('forms.selectCv'),
  cvTooLarge: formText('forms.cvTooLarge'),
  cvWrongType: formText('forms.cvWrongType'),
} as const;

/**
 * The same messages in English, word for word as the English catalogue has them (englishTexts.test
 * checks they agree): what the storefront's spec fixes and its tests compare answers with.
 */
export const RESUME_MESSAGES = {
  name: 'Please Enter Your Name.',
  email: 'Please Enter Your Email.',
  phone: 'Please Enter Your Phone no.',
  experience: 'Please Enter Your Experience',
  dob: 'Please Enter Your Date Of Birth',
  expected_salary: 'Please Enter Your Expected Salary',
  address: 'Please Enter Your Address',
  cv: 'Please select a CV to upload cv.',
} as const;

/** A CV is at most 1.5 MB. */
export const CV_MAX_BYTES = 1572864;
export const CV_TOO_LARGE = 'File size exceeds the maximum limit of 1.5 MB.';
/** A CV is an image, a PDF or a DOCX; the server judges the file by its content, never its name. */
export const CV_EXTENSIONS = ['pdf', 'docx', 'jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const CV_WRONG_TYPE = 'The CV must be a PDF, a Word (DOCX) file or an image (JPG, PNG, WebP or GIF).';
/** What the file picker offers. */
export const CV_ACCEPT = [
  '.pdf,.docx,.jpg,.jpeg,.png,.webp,.gif',
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/*',
].join(',');

/** Whole years of experience, and a month's expected salary in taka. */
export const RESUME_LIMITS = { experience: [0, 60], salary: [1000, 10000000], address: 500, message: 2000 } as const;

/**
 * Send Us Your Resume (POST /submit-resume, multipart), bound to one job post. The island
 * validates it with formik (the CV's size before it is sent) and the server validates the same
 * schema, with the CV described by its content (server/uploads/documents.ts).
 */
export const resumeSchema = object({
  name: string()
    .label('forms.fieldName')
    .trim()
    .required(RESUME_TEXTS.name)
    .max(100, MESSAGES.max)
    .test(regex(PERSON_NAME)),
  email: string()
    .label('forms.fieldEmail')
    .trim()
    .lowercase()
    .required(RESUME_TEXTS.email)
    .email(MESSAGES.email)
    .max(TEXT_MAX, MESSAGES.max),
  phone: phoneNumber('forms.fieldPhone').required(RESUME_TEXTS.phone).max(20, MESSAGES.max),
  experience: string()
    .label('forms.fieldExperience')
    .trim()
    .required(RESUME_TEXTS.experience)
    .test(numeric())
    .test(between(...RESUME_LIMITS.experience)),
  dob: pastDay('forms.fieldDateOfBirth', RESUME_TEXTS.dob),
  expected_salary: string()
    .label('forms.fieldExpectedSalary')
    .trim()
    .required(RESUME_TEXTS.expected_salary)
    .test(numeric())
    .test(minValue(RESUME_LIMITS.salary[0]))
    .test(maxValue(RESUME_LIMITS.salary[1])),
  address: string()
    .label('forms.fieldAddress')
    .trim()
    .required(RESUME_TEXTS.address)
    .max(RESUME_LIMITS.address, MESSAGES.max),
  message: string().label('forms.fieldMessage').trim().max(RESUME_LIMITS.message, MESSAGES.max),
  cv: mixed<FileLike>()
    .label('forms.fieldCv')
    // An empty file input sends an empty file: that is no CV.
    .transform((file: FileLike | undefined) => (file && file.size > 0 ? file : undefined))
    .required(RESUME_TEXTS.cv)
    .test(size(CV_MAX_BYTES / 1024, RESUME_TEXTS.cvTooLarge))
    .test(ext(CV_EXTENSIONS, RESUME_TEXTS.cvWrongType)),
  job_post_id: chosenId('forms.fieldJobPost'),
});

export type ResumeInput = InferType<typeof resumeSchema>;
