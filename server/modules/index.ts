import type { ServerModule } from '../lib/api';
import { agendaModule } from './agenda';
import { agendaDigestModule } from './agenda/digest-module';
import { auditPackModule } from './audit-pack';
import { aspectsModule } from './aspects';
import { authModule } from './auth';
import { centerReportModule } from './center-report';
import { dddModule } from './ddd';
import { documentModule } from './enterprise-documents';
import { fileModule } from './files';
import { healthModule } from './health';
import { historyModule } from './history';
import { homeModule } from './home';
import { improvementModule } from './improvement';
import { indicatorModule } from './indicators';
import { legalModule } from './legal-module';
import { legalRegisterModule } from './legal-register';
import { legalChangesModule } from './legal-changes';
import { metabaseModule } from './metabase';
import { onboardingModule } from './onboarding';
import { organisationModule } from './organisation';
import { projectsModule } from './projects';
import { riskModule } from './risks';
import { singleSignOnModule } from './single-sign-on';
import { usersModule } from './users';
import { wasteModule } from './waste';

/** Every module, in the order its routes appear in the API document; each brings its routes and its scheduled jobs. */
export const serverModules: ServerModule[] = [
  healthModule,
  authModule,
  usersModule,
  organisationModule,
  legalRegisterModule,
  legalModule,
  legalChangesModule,
  auditPackModule,
  fileModule,
  historyModule,
  aspectsModule,
  riskModule,
  improvementModule,
  homeModule,
  agendaModule,
  agendaDigestModule,
  centerReportModule,
  wasteModule,
  projectsModule,
  documentModule,
  dddModule,
  indicatorModule,
  metabaseModule,
  onboardingModule,
  singleSignOnModule,
];
