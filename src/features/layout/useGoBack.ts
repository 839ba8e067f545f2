import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routePath } from '../../shared/routes/routes';

/**
 * The Go back link's action (explorer.md §2): back in history when there is somewhere to go back to, else home. A
 * page opened straight from a link in a new tab has neither a previous entry nor a router key.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (window.history.length > 1 || key !== 'default') void navigate(-1);
    else void navigate(routePath('home.directory'));
  }, [navigate, key]);
}
