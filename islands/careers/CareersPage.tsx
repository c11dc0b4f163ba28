import { useState } from 'react';
import { TaggedText } from '../../shared/i18n/TaggedText';
import type { CareersPageProps, JobPost } from '../../shared/api/careersContract';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form, when the shopper opens it.
const ResumeForm = lazyForm(() => import('./ResumeForm').then((m) => m.ResumeForm));

function JobCard({
  job,
  open,
  sent,
  onOpen,
  onClose,
  onSent,
}: {
  job: JobPost;
  open: boolean;
  sent?: string;
  onOpen: () => void;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const { locale } = useShop();
  const t = useT();
  const date = formatShopDate(`${job.deadline}T12:00:00+06:00`, locale);
  return (
    <article className="job-card" aria-labelledby={`job-${job.id}`}>
      <h2 id={`job-${job.id}`}>{job.title}</h2>
      <p className="job-meta">
        <span>{job.department}</span> · <span>{job.location}</span> · <span>{job.job_type}</span>
      </p>
      <p className="job-deadline">
        <TaggedText id="careers.applyBy" values={{ date }} tags={{ 0: <time dateTime={job.deadline} /> }} />
      </p>
      <div className="rich-text job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
      {sent && (
        <p className="job-sent" role="status">
          {sent}
        </p>
      )}
      {open ? (
        <LazyForm fallback={<Spinner label={t('careers.loadingForm')} minHeight={760} />}>
          <ResumeForm job={job} onSent={onSent} onCancel={onClose} />
        </LazyForm>
      ) : (
        <button type="button" className="button" onClick={onOpen} aria-expanded={false}>
          {t('careers.sendResume')}
        </button>
      )}
    </article>
  );
}

/** /careers: the open job posts; each opens 'Send Us Your Resume' bound to that post. */
export function CareersPage({ jobs }: CareersPageProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState<Record<number, string>>({});
  const t = useT();
  return (
    <div className="careers-page">
      <Breadcrumb current={t('careers.title')} />
      <h1>{t('careers.title')}</h1>
      <p className="careers-lead">{t('careers.lead')}</p>
      {jobs.length === 0 ? (
        <p className="empty-state">{t('careers.noOpenings')}</p>
      ) : (
        <div className="job-list">
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              open={open === job.id}
              sent={sent[job.id]}
              onOpen={() => setOpen(job.id)}
              onClose={() => setOpen(null)}
              onSent={(message) => {
                setSent((all) => ({ ...all, [job.id]: message }));
                setOpen(null);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
