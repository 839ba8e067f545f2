import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { OfficeRenderData } from '../../../../codegen/model/officeRenderData';
import classes from '../document-viewer.module.css';

export interface OfficeFrameProps {
  renderData: OfficeRenderData;
  /** The frame's accessible name: the document's name. */
  title: string;
  ref?: Ref<HTMLIFrameElement>;
}

/**
 * The online editor's frame, filling the stage (platform.md §4): its address is the action when `forceIframe` is set;
 * otherwise a hidden form posts the session's parameters (the editor's access token) to the action into the frame,
 * once, so that the token never shows in an address. The first session's data stays: a later answer must not load the
 * editor again.
 */
export function OfficeFrame({ renderData, title, ref }: OfficeFrameProps) {
  const [data] = useState(renderData);
  const name = `office-editor-${useId().replace(/[^\w-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    // Strict mode runs the effect twice; the editor is loaded once.
    if (data.forceIframe || submitted.current) return;
    submitted.current = true;
    form.current?.submit();
  }, [data]);

  return (
    <>
      {!data.forceIframe && (
        <form ref={form} method={data.method.toLowerCase()} action={data.action} target={name} hidden>
          {Object.entries(data.params).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        </form>
      )}
      <iframe
        ref={ref}
        name={name}
        title={title}
        src={data.forceIframe ? data.action : undefined}
        className={classes['officeFrame']}
        allow="clipboard-read; clipboard-write; fullscreen"
      />
    </>
  );
}
