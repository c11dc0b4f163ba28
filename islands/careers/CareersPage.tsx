import { lazy, Suspense, useState } from 'react';
import type { CareersPageProps, JobPost } from '../../shared/api/careersContract';
import { formatShopDate } from '../../shared/format/date';
import { useShop } from '../../shared/store/hooks';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Spinner } from '../../shared/ui/Spinner';
import { NO_OPENINGS, SEND_RESUME } from './texts';

// formik and yup come with the form, when the shopper opens it.
const ResumeForm = lazy(() => import('./ResumeForm').then((m) => ({ default: m.ResumeForm })));


function JobCard({ job, open, sent, onOpen, onClose, onSent }: {
  job: JobPost; open: boolean; sent?: string; onOpen: () => void; onClose: () => void; onSent: (message: string) => void;
}) {
  const { locale } = useShop();
  return (
    <article className="job-card" aria-labelledby={`job-${job.id}`}>
      <h2 id={`job-${job.id}`}>{job.title}</h2>
      <p className="job-meta">
        <span>{job.department}</span> · <span>{job.location}</span> · <span>{job.job_type}</span>
      </p>
      <p className="job-deadline">
        Apply by <time dateTime={job.deadline}>{formatShopDate(`${job.deadline}T12:00:00+06:00`, locale)}</time>
      </p>
      <div className="rich-text job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
      {sent && <p className="job-sent" role="status">{sent}</p>}
      {open ? (
        <Suspense fallback={<Spinner label="Loading the form" minHeight={760} />}>
          <ResumeForm job={job} onSent={onSent} onCancel={onClose} />
        </Suspense>
      ) : (
        <button type="button" className="button" onClick={onOpen} aria-expanded={false}>
          {SEND_RESUME}
        </button>
      )}
    </article>
  );
}

/** /careers: the open job posts; each opens 'Send Us Your Resume' bound to that post. */
export function CareersPage({ jobs }: CareersPageProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState<Record<number, string>>({});
  return (
    <div className="careers-page">
      <Breadcrumb current="Careers" />
      <h1>Careers</h1>
      <p className="careers-lead">Help us bring honest prices and cash on delivery to every district of Bangladesh. These are our open positions.</p>
      {jobs.length === 0 ? (
        <p className="empty-state">{NO_OPENINGS}</p>
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
