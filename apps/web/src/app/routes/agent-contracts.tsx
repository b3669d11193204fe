import { ContractPage } from '../../features/contracts/components/contract-page.tsx';

/** `/agentHome/agentDividendRecordCopy2` (spec): the dividend record. */
export function AgentDividendRecordRoute() {
  return <ContractPage key="DIVIDEND" kind="DIVIDEND" />;
}

/** `/agentHome/agentDailyWages2` (spec): daily wages. */
export function AgentDailyWagesRoute() {
  return <ContractPage key="DAILY_SALARY" kind="DAILY_SALARY" />;
}

/** `/agentHome/agentHourSalary` (spec): hourly salary. */
export function AgentHourSalaryRoute() {
  return <ContractPage key="HOURLY_SALARY" kind="HOURLY_SALARY" />;
}

/** `/agentHome/agentRealtimeSalary` (spec): real-time salary. */
export function AgentRealtimeSalaryRoute() {
  return <ContractPage key="REALTIME_SALARY" kind="REALTIME_SALARY" />;
}
