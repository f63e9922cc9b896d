export {
  DEFAULT_RECEIVER,
  icsrXml,
  renderIcsr,
  safetyReportId,
  type IcsrOptions,
  type IcsrSender,
} from './icsrXml';
export { icsrCase, type IcsrCase, type IcsrDrug, type StoredHumanReport } from './icsrCase';
