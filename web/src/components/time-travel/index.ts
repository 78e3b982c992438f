export { ReportTimeBanner, type ReportTimeBannerProps } from './ReportTimeBanner';
export { ReportTimeFields, type ReportTimeFieldsProps } from './ReportTimeFields';
