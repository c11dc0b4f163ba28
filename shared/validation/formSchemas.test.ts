import { commentSchema } from './commentSchema';
import { checkForm } from './fieldErrors';
import { CV_TOO_LARGE, CV_WRONG_TYPE, resumeSchema } from './resumeSchema';

describe('the comment form', () => {
  it('asks for each missing field in its own words', async () => {
    expect(await checkForm(commentSchema, { name: ' ', email: '', comment: '', blog_id: 3 })).toEqual({
      ok: false,
      errors: {
        name: ['Please Enter Your Name.'],
        email: ['Please Enter Your Email.'],
        comment: ['Please Enter Your Comments.'],
      },
    });
  });

  it('limits the lengths, refuses a link for a name, and cleans what it accepts', async () => {
    const long = await checkForm(commentSchema, {
      name: 'R'.repeat(101),
      email: 'a@b.co',
      comment: 'x'.repeat(2001),
      blog_id: 3,
    });
    expect(long).toEqual({
      ok: false,
      errors: {
        name: ['The name field may not be greater than 100 characters'],
        comment: ['The comment field may not be greater than 2000 characters'],
      },
    });
    expect(
      (await checkForm(commentSchema, { name: 'http://spam.test', email: 'x', comment: 'hi', blog_id: 3 })).ok,
    ).toBe(false);
    expect(
      await checkForm(commentSchema, {
        name: ' Md. Rahim ',
        email: ' Rahim@Example.COM ',
        comment: ' Thanks! ',
        blog_id: '3',
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Md. Rahim', email: 'rahim@example.com', comment: 'Thanks!', blog_id: 3 },
    });
  });
});

describe('the resume form', () => {
  const cv = { name: 'cv.pdf', type: 'application/pdf', size: 40_000 };
  const filled = {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '+8801712345678',
    experience: '3',
    dob: '1996-05-20',
    expected_salary: '45000',
    address: 'House 4, Road 2, Dhanmondi, Dhaka',
    message: '',
    cv,
    job_post_id: '2',
  };

  it('shows all eight messages for an empty form', async () => {
    expect(await checkForm(resumeSchema, { job_post_id: 2 })).toEqual({
      ok: false,
      errors: {
        name: ['Please Enter Your Name.'],
        email: ['Please Enter Your Email.'],
        phone: ['Please Enter Your Phone no.'],
        experience: ['Please Enter Your Experience'],
        dob: ['Please Enter Your Date Of Birth'],
        expected_salary: ['Please Enter Your Expected Salary'],
        address: ['Please Enter Your Address'],
        cv: ['Please select a CV to upload cv.'],
      },
    });
  });

  it('takes a filled form', async () => {
    const checked = await checkForm(resumeSchema, filled);
    expect(checked).toMatchObject({ ok: true, value: { phone: '+8801712345678', job_post_id: 2, cv } });
  });

  it('checks the phone, numbers, the date and the CV', async () => {
    const checked = await checkForm(resumeSchema, {
      ...filled,
      phone: '017-12',
      experience: '2.5',
      dob: '2999-01-01',
      expected_salary: '500',
      cv: { name: 'cv.txt', type: 'text/plain', size: 1572865 },
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        phone: ['This phone must be a valid phone number.'],
        experience: ['The experience field may only contain numeric characters'],
        dob: ['The date of birth field must be a date in the past'],
        expected_salary: ['The expected salary field must be 1000 or more'],
        cv: [CV_TOO_LARGE, CV_WRONG_TYPE],
      },
    });
    expect(await checkForm(resumeSchema, { ...filled, experience: '61' })).toEqual({
      ok: false,
      errors: { experience: ['The experience field must be between 0 and 60'] },
    });
    expect(await checkForm(resumeSchema, { ...filled, cv: { ...cv, size: 1572864 } })).toMatchObject({ ok: true });
    expect(await checkForm(resumeSchema, { ...filled, cv: { ...cv, size: 0 } })).toEqual({
      ok: false,
      errors: { cv: ['Please select a CV to upload cv.'] },
    });
  });
});
