import { useEffect } from 'react';
import { useConfig } from '../config/config-context';

/** Sets `document.title` to "<title> | <site title>" (the site title alone without one). */
export function useDocumentTitle(title?: string): void {
  const { footer } = useConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${footer.siteTitle}` : footer.siteTitle;
  }, [title, footer.siteTitle]);
}
