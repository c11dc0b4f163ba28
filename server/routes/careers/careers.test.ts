import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CV_TOO_LARGE, CV_WRONG_TYPE, RESUME_MESSAGES } from '../../../shared/validation/resumeSchema';
import { JOB_NOT_FOUND } from '../../careers/jobPosts';
import { jobClosed, RESUME_RECEIVED } from '../../careers/resumes';
import { stockBlog } from '../../test/blog';
import { Browser, formData } from '../../test/browser';
import { tinyDocx, tinyPdf, tinyPng } from '../../test/documents';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

let address = 0;

/** A file as a browser's file input gives it. */
const upload = (content: Buffer | string, name: string, type = '') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

/** Every file under a folder (the storage folder the server serves at /storage/). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  } catch {
    return [];
  }
}

describe.each(TEST_DIALECTS)('sending a resume on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockBlog });
  const fields = () => ({
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '+8801712345678',
    experience: '3',
    dob: '1996-05-20',
    expected_salary: '45000',
    address: 'House 4, Road 2, Dhanmondi, Dhaka',
    message: 'I would love to join the team.',
    job_post_id: shop.stock.openJob,
  });

  /** Sends the form as the careers island does (multipart), from an address of its own unless told. */
  async function send(values: Record<string, string | number | File>, ip = `198.51.100.${++address}`) {
    const { payload, headers } = await formData(values);
    const response = await new Browser(shop.app).request({
      method: 'POST',
      url: '/submit-resume',
      payload,
      headers,
      remoteAddress: ip,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const resumes = () => shop.database.db.selectFrom('resumes').selectAll().orderBy('id').execute();

  it('shows all eight messages for an empty form and keeps nothing', async () => {
    const { status, body } = await send({ job_post_id: shop.stock.openJob });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      name: [RESUME_MESSAGES.name],
      email: [RESUME_MESSAGES.email],
      phone: [RESUME_MESSAGES.phone],
      experience: [RESUME_MESSAGES.experience],
      dob: [RESUME_MESSAGES.dob],
      expected_salary: [RESUME_MESSAGES.expected_salary],
      address: [RESUME_MESSAGES.address],
      cv: [RESUME_MESSAGES.cv],
    });
    expect(Object.values(body.errors).flat()).toEqual([
      'Please Enter Your Name.',
      'Please Enter Your Email.',
      'Please Enter Your Phone no.',
      'Please Enter Your Experience',
      'Please Enter Your Date Of Birth',
      'Please Enter Your Expected Salary',
      'Please Enter Your Address',
      'Please select a CV to upload cv.',
    ]);
    expect(await resumes()).toEqual([]);
  });

  it('takes a real PDF, DOCX and PNG, and keeps each CV with its resume', async () => {
    const files = [
      upload(tinyPdf(), 'cv.pdf', 'application/pdf'),
      upload(tinyDocx(), 'cv.docx'),
      upload(await tinyPng(), 'cv.png', 'image/png'),
    ];
    for (const cv of files)
      expect(await send({ ...fields(), cv })).toEqual({ status: 200, body: { message: RESUME_RECEIVED } });
    const kept = await resumes();
    expect(kept.map((r) => [r.cv_type, r.cv_size])).toEqual([
      ['pdf', tinyPdf().length],
      ['docx', tinyDocx().length],
      ['png', (await tinyPng()).length],
    ]);
    expect(Buffer.from(kept[0].cv).equals(tinyPdf())).toBe(true);
    expect(kept[0]).toMatchObject({
      job_post_id: shop.stock.openJob,
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '+8801712345678',
      experience: 3,
      dob: '1996-05-20',
      address: 'House 4, Road 2, Dhanmondi, Dhaka',
      message: 'I would love to join the team.',
    });
    expect(Number(kept[0].expected_salary)).toBe(4500000);
  });

  it('judges the CV by its content: a text file named .pdf is refused, a PDF named .png is a PDF', async () => {
    const before = (await resumes()).length;
    const text = await send({ ...fields(), cv: upload('This is my CV, honest.', 'cv.pdf', 'application/pdf') });
    expect(text).toEqual({ status: 422, body: { message: CV_WRONG_TYPE, errors: { cv: [CV_WRONG_TYPE] } } });
    expect((await resumes()).length).toBe(before);
    expect((await send({ ...fields(), cv: upload(tinyPdf(), 'photo.png', 'image/png') })).status).toBe(200);
    expect((await resumes()).at(-1)!.cv_type).toBe('pdf');
  });

  it('refuses a CV over 1.5 MB with its message, even one far over the upload limit', async () => {
    const before = (await resumes()).length;
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(1.6 * 1024 * 1024 - tinyPdf().length, 32)]);
    expect(await send({ ...fields(), cv: upload(big, 'cv.pdf') })).toEqual({
      status: 422,
      body: { message: CV_TOO_LARGE, errors: { cv: [CV_TOO_LARGE] } },
    });
    expect(await send({ ...fields(), cv: upload(Buffer.alloc(6 * 1024 * 1024, 32), 'cv.pdf') })).toEqual({
      status: 422,
      body: { message: CV_TOO_LARGE, errors: { cv: [CV_TOO_LARGE] } },
    });
    const exact = Buffer.concat([tinyPdf(), Buffer.alloc(1572864 - tinyPdf().length, 32)]);
    expect((await send({ ...fields(), cv: upload(exact, 'cv.pdf') })).status).toBe(200);
    expect((await resumes()).length).toBe(before + 1);
  });

  it('checks the phone, the numbers and the date of birth', async () => {
    const { status, body } = await send({
      ...fields(),
      phone: '01712-345678',
      experience: 'ten',
      expected_salary: '0',
      dob: '2999-01-01',
      cv: upload(tinyPdf(), 'cv.pdf'),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      phone: ['This phone must be a valid phone number.'],
      experience: [
        'The experience field may only contain numeric characters',
        'The experience field must be between 0 and 60',
      ],
      expected_salary: ['The expected salary field must be 1000 or more'],
      dob: ['The date of birth field must be a date in the past'],
    });
  });

  it('refuses resumes for a post past its deadline, and answers 404 for an unknown post', async () => {
    const cv = upload(tinyPdf(), 'cv.pdf');
    const closed = await send({ ...fields(), job_post_id: shop.stock.closedJob, cv });
    expect(closed.status).toBe(422);
    const post = await shop.database.db
      .selectFrom('job_posts')
      .select(['title', 'deadline'])
      .where('id', '=', shop.stock.closedJob)
      .executeTakeFirstOrThrow();
    expect(closed.body.message).toBe(jobClosed(post.title, post.deadline));
    expect(closed.body.message).toMatch(
      /^Applications for Bangla Content Writer closed on \d{1,2} \w+ \d{4}\. Please apply for one of our open positions\.$/,
    );
    expect(await send({ ...fields(), job_post_id: 99999, cv })).toEqual({
      status: 404,
      body: { message: JOB_NOT_FOUND },
    });
  });

  it('takes five resumes an hour from one address, then names the wait', async () => {
    const ip = '192.0.2.77';
    const cv = upload(tinyPdf(), 'cv.pdf');
    for (let n = 0; n < 5; n++) expect((await send({ ...fields(), cv }, ip)).status).toBe(200);
    const refused = await send({ ...fields(), cv }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have sent several resumes in a short time\. Please try again in \d+ minutes\.$/,
    );
  });

  it('never serves a CV over HTTP: none lies in the storage folder, no address reaches one', async () => {
    const cv = tinyPdf('Private CV of Nusrat');
    await send({ ...fields(), cv: upload(cv, 'cv.pdf') });
    const id = (await resumes()).at(-1)!.id;
    expect(filesUnder(shop.config.storageDir).some((file) => readFileSync(file).includes('Private CV of Nusrat'))).toBe(
      false,
    );
    const guest = new Browser(shop.app);
    for (const url of [
      '/storage/cv.pdf',
      `/storage/resumes/${id}.pdf`,
      `/resumes/${id}`,
      `/submit-resume/${id}`,
      `/careers/resumes/${id}`,
    ]) {
      const response = await guest.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private CV');
    }
  });

  it('needs the CV as a file: a CV field of text is no CV', async () => {
    const response = await new Browser(shop.app).request({
      method: 'POST',
      url: '/submit-resume',
      payload: { ...fields(), cv: '%PDF-1.4 text' },
      remoteAddress: '192.0.2.200',
    });
    expect([response.statusCode, response.json().errors]).toEqual([422, { cv: [RESUME_MESSAGES.cv] }]);
  });
});
