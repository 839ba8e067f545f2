import { describeMatrixPart } from './authorization-matrix';

describeMatrixPart(1);
