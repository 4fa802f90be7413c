// React entry of the extract feature, for the panel.
export { PageCard, type PageCardProps } from './ui/page-card';
