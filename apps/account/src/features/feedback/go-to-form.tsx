import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { feedbackPath } from '@nivaas/routes';

/** Feedback not given yet has nothing to change or thank for: the visitor is taken to its form (replacing this page). */
export function GoToForm({ feedbackId }: { readonly feedbackId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(feedbackPath(feedbackId), { replace: true });
  }, [navigate, feedbackId]);
  return null;
}
