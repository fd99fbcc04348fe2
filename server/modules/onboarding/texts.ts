import type { Language } from '../../lib/language';

/** The product's name, as the login page and the e-mails show it. */
export const PRODUCT_NAME = 'EnvComply';

interface MailTexts {
  subject: string;
  body: (name: string, link: string, hours: number) => string;
}

/** The invitation and reset e-mails in the three languages of the app. */
export const MAIL_TEXTS: Record<'invitation' | 'reset', Record<Language, MailTexts>> = {
  invitation: {
    es: {
      subject: `Le damos la bienvenida a ${PRODUCT_NAME}`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nSe le ha dado acceso a ${PRODUCT_NAME}. Para elegir su contraseña, abra este enlace:\n\n${link}\n\n` +
        `El enlace sirve una sola vez y caduca en ${hours} horas. Si no esperaba este mensaje, puede ignorarlo.`,
    },
    ca: {
      subject: `Us donem la benvinguda a ${PRODUCT_NAME}`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nUs han donat accés a ${PRODUCT_NAME}. Per triar la vostra contrasenya, obriu aquest enllaç:\n\n${link}\n\n` +
        `L’enllaç només serveix una vegada i caduca d’aquí a ${hours} hores. Si no esperàveu aquest missatge, podeu ignorar-lo.`,
    },
    en: {
      subject: `Welcome to ${PRODUCT_NAME}`,
      body: (name, link, hours) =>
        `Hello ${name},\n\nYou have been given access to ${PRODUCT_NAME}. To choose your password, open this link:\n\n${link}\n\n` +
        `The link works once and expires in ${hours} hours. If you did not expect this message, you can ignore it.`,
    },
  },
  reset: {
    es: {
      subject: `${PRODUCT_NAME}: cambie su contraseña`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nHemos recibido una petición para cambiar su contraseña. Para elegir una nueva, abra este enlace:\n\n${link}\n\n` +
        `El enlace sirve una sola vez y caduca en ${hours} horas. Si no lo ha pedido usted, ignore este mensaje: su contraseña no cambia.`,
    },
    ca: {
      subject: `${PRODUCT_NAME}: canvieu la contrasenya`,
      body: (name, link, hours) =>
        `Hola, ${name}:\n\nHem rebut una petició per canviar la vostra contrasenya. Per triar-ne una de nova, obriu aquest enllaç:\n\n${link}\n\n` +
        `L’enllaç només serveix una vegada i caduca d’aquí a ${hours} hores. Si no ho heu demanat, ignoreu aquest missatge: la contrasenya no canvia.`,
    },
    en: {
      subject: `${PRODUCT_NAME}: change your password`,
      body: (name, link, hours) =>
        `Hello ${name},\n\nWe received a request to change your password. To choose a new one, open this link:\n\n${link}\n\n` +
        `The link works once and expires in ${hours} hours. If you did not ask for it, ignore this message: your password stays as it is.`,
    },
  },
};

type Words = Record<Language, string>;

/** The `detail` of this module's answers, in the request's language. */
export const DETAILS = {
  resetRequested: {
    es: 'Si la dirección pertenece a una cuenta, en unos minutos recibirá un correo con un enlace para elegir la contraseña.',
    ca: 'Si l’adreça pertany a un compte, d’aquí a uns minuts rebreu un correu amb un enllaç per triar la contrasenya.',
    en: 'If the address belongs to an account, an e-mail with a link to choose the password is on its way.',
  },
  tooManyRequests: {
    es: 'Ha pedido demasiados enlaces seguidos. Vuelva a intentarlo en unos minutos.',
    ca: 'Heu demanat massa enllaços seguits. Torneu-ho a provar d’aquí a uns minuts.',
    en: 'Too many links asked for in a row. Try again in a few minutes.',
  },
  tokenUnknown: {
    es: 'Este enlace no es válido. Copie el enlace completo del correo o pida uno nuevo.',
    ca: 'Aquest enllaç no és vàlid. Copieu l’enllaç sencer del correu o demaneu-ne un de nou.',
    en: 'This link is not valid. Copy the whole link from the e-mail or ask for a new one.',
  },
  tokenUsed: {
    es: 'Este enlace ya se ha usado: cada enlace sirve una sola vez. Inicie sesión con su contraseña o pida un enlace nuevo.',
    ca: 'Aquest enllaç ja s’ha fet servir: cada enllaç serveix una sola vegada. Inicieu la sessió amb la contrasenya o demaneu un enllaç nou.',
    en: 'This link has already been used: each link works once. Sign in with your password or ask for a new link.',
  },
  tokenExpired: {
    es: 'Este enlace ha caducado. Pida uno nuevo desde «¿Ha olvidado la contraseña?» o a quien administra la aplicación.',
    ca: 'Aquest enllaç ha caducat. Demaneu-ne un de nou des de «Heu oblidat la contrasenya?» o a qui administra l’aplicació.',
    en: 'This link has expired. Ask for a new one from "Forgot your password?" or from your administrator.',
  },
  mailNotConfigured: {
    es: 'No hay ningún servidor de correo configurado para este usuario: configure el correo de su consultora o SMTP_URL en el servidor.',
    ca: 'No hi ha cap servidor de correu configurat per a aquest usuari: configureu el correu de la seva consultora o SMTP_URL al servidor.',
    en: 'No mail server is configured for this user: set up the e-mail of their consultancy or SMTP_URL on the server.',
  },
  mailFailed: {
    es: 'No se ha podido enviar el correo',
    ca: 'No s’ha pogut enviar el correu',
    en: 'The e-mail could not be sent',
  },
  passwordOrInvitation: {
    es: 'Escriba una contraseña o envíe una invitación.',
    ca: 'Escriviu una contrasenya o envieu una invitació.',
    en: 'Type a password or send an invitation.',
  },
  passwordAndInvitation: {
    es: 'Con una invitación, la contraseña la elige la persona invitada: deje este campo vacío.',
    ca: 'Amb una invitació, la contrasenya la tria la persona convidada: deixeu aquest camp buit.',
    en: 'With an invitation the invited person chooses the password: leave this field empty.',
  },
} satisfies Record<string, Words>;

export const say = (language: Language, words: Words): string => words[language];
