import {
  IconAppWindow,
  IconBrandAdobePhotoshop,
  IconBuilding,
  IconBuildingArch,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCube,
  IconCube3dSphere,
  IconFileTypeDoc,
  IconFileTypeJpg,
  IconFileTypeJs,
  IconFileTypePdf,
  IconFileTypePng,
  IconFileTypePpt,
  IconFileTypeSvg,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconFileTypeZip,
  IconFileUnknown,
  IconFileVector,
  IconGif,
  IconJson,
  IconStack3,
  IconTimeline,
  IconVectorTriangle,
  type Icon,
} from '@tabler/icons-react';
import { fileIconKind, type FileIconKind } from './file-type.utils';

/** Tabler has no icons of the building formats: the nearest pictures stand in (model, plan, project, schedule). */
const ICONS: Readonly<Record<FileIconKind, Icon>> = {
  doc: IconFileTypeDoc,
  pdf: IconFileTypePdf,
  mpp: IconTimeline,
  rvt: IconBuilding,
  dwf: IconFileVector,
  nwc: IconBuildingCommunity,
  nwd: IconStack3,
  pla: IconBuildingArch,
  pln: IconBuildingSkyscraper,
  json: IconJson,
  zip: IconFileTypeZip,
  jpg: IconFileTypeJpg,
  xls: IconFileTypeXls,
  dwg: IconVectorTriangle,
  js: IconFileTypeJs,
  png: IconFileTypePng,
  svg: IconFileTypeSvg,
  ppt: IconFileTypePpt,
  txt: IconFileTypeTxt,
  exe: IconAppWindow,
  psd: IconBrandAdobePhotoshop,
  gif: IconGif,
  ifc: IconCube,
  cim: IconCube3dSphere,
  undefined: IconFileUnknown,
};

export interface FileTypeIconProps {
  /** With or without the dot, any case. */
  extension: string;
  size?: number;
}

/**
 * The icon of a file type (explorer.md §3). Decorative: the file's name always stands beside it, so it is hidden from
 * assistive technology; `data-kind` names the icon for tests and styling.
 */
export function FileTypeIcon({ extension, size = 24 }: FileTypeIconProps) {
  const kind = fileIconKind(extension);
  const Icon = ICONS[kind];
  return <Icon size={size} stroke={1.5} aria-hidden data-kind={kind} style={{ flexShrink: 0 }} />;
}
