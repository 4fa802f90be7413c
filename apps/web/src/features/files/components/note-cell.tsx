import { css } from '@emotion/react';
import { Tooltip, theme } from '@tablecrawler/ui';

const noteStyles = css`
  display: block;
  overflow: hidden;
  max-width: 100%;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: ${theme.radii.sm};
`;

/**
 * A note cut to one line; hovering (or focusing) a non-empty note for 600 ms shows the whole of it in a tooltip.
 * The note is user text: React renders it as text, never as markup.
 */
export function NoteCell({ note }: { note: string }) {
  if (note.trim() === '') return null;
  return (
    <Tooltip content={note}>
      <span css={noteStyles} tabIndex={0}>
        {note}
      </span>
    </Tooltip>
  );
}
