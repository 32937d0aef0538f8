import { useSearchParams } from 'react-router';

/** The contact whose report is open (`?report=<contact id>`), and opening or closing it. */
export function useReportParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('report');
  const contactId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('report');
    else next.set('report', String(id));
    setParams(next, { replace: true });
  };
  return [contactId, open] as const;
}
