export interface TBenchResult {
  name: string;
  value: number;
  unit: string;
  target?: string;
  ok?: boolean;
}
