import { describeMatrixPart } from './authorization-matrix';

describeMatrixPart(2);
