import { enModelViewer } from '../en/model-viewer';
import { ruModelViewer } from '../ru/model-viewer';

/** The 3D model viewer's texts. */
export const modelViewerTexts = {
  ru: { modelViewer: ruModelViewer },
  en: { modelViewer: enModelViewer },
};
