// The drawing viewer's worker: dxf-viewer reads, parses and prepares the DXF here, off the page's thread.
import { DxfViewer } from 'dxf-viewer';

DxfViewer.SetupWorker();
