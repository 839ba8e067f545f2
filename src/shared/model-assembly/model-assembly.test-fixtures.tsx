import { Route, Routes, useLocation } from 'react-router';
import type { Document } from '../../../codegen/model/document';
import { renderWithSession } from '../downloads/downloads.test-fixtures';
import { i18n, initI18n } from '../i18n/i18n';
import { ruModelAssembly } from '../i18n/locales/ru/model-assembly';
import { testDirectory } from '../testing/test-directory';
import { useModelAssembly } from './useModelAssembly';

/**
 * Russian texts for a component test. The `modelAssembly` key is wired into the common resources outside this
 * module; until then (and harmlessly after) the tests add it themselves.
 */
export async function initModelAssemblyI18n(): Promise<void> {
  await initI18n('ru');
  i18n.addResourceBundle('ru', 'common', { modelAssembly: ruModelAssembly }, true, true);
}

/** The directory shown in the explorer, where a merged model is created. */
export const workingModels = testDirectory({ id: 'a1000000-0000-4000-8000-000000000005', name: 'КЖ' });

function Harness({ documents }: { documents: Document[] }) {
  const { openAssembly, openMergedModel, busy, element } = useModelAssembly();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void openAssembly(documents);
        }}
      >
        сборка
      </button>
      <button
        type="button"
        onClick={() => {
          openMergedModel(documents, workingModels);
        }}
      >
        сводная
      </button>
      {busy && <p>готовим модели</p>}
      {element}
    </>
  );
}

/** Stands for the model viewer: shows where the app went. */
function ViewerPlace() {
  const { pathname, search } = useLocation();
  return <p data-testid="viewer">{`${pathname}${search}`}</p>;
}

/**
 * Renders the hook with the buttons «сборка» (openAssembly) and «сводная» (openMergedModel into «КЖ») for the
 * documents, beside a stand-in for the model viewer route.
 */
export function renderAssembly(documents: Document[]) {
  return renderWithSession(
    <Routes>
      <Route path="/" element={<Harness documents={documents} />} />
      <Route path="/tangl-viewer/model/*" element={<ViewerPlace />} />
    </Routes>,
  );
}
