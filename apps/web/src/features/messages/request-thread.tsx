import { useOutletContext, useSearchParams } from 'react-router';
import { JobThread } from './components/job-thread';

/** What the request's details hand the conversation: the vendor's name, once one accepted. */
export type RequestThreadContext = { vendorName: string | null };

/** The conversation inside the resident's request (`?id=`), once a vendor has accepted it. */
export function RequestThread() {
  const [params] = useSearchParams();
  const context = useOutletContext<RequestThreadContext | undefined>();
  const id = params.get('id');
  if (!id || !context?.vendorName) return null;
  return <JobThread thread={{ side: 'resident', id }} otherName={context.vendorName} />;
}
