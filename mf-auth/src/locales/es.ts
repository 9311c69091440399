import type { AuthStrings } from './en';

/** Spanish strings of the `auth` namespace: every key of en.ts (the type and check:i18n say so). */
export const es: AuthStrings = {
  common: {
    appName: 'Optio',
    titleSuffix: 'Optio',
    emailLabel: 'Correo electrónico',
    passwordLabel: 'Contraseña',
    backToLogin: 'Volver a iniciar sesión',
    signIn: 'Iniciar sesión',
    loading: 'Cargando...',
  },
  validation: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Correo electrónico no válido',
    passwordRequired: 'La contraseña es obligatoria',
    loginPasswordMin: 'La contraseña debe tener al menos 6 caracteres',
    passwordMin: 'La contraseña debe tener al menos 12 caracteres',
    passwordMax: 'La contraseña debe tener como máximo 128 caracteres',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    dobRequired: 'La fecha de nacimiento es obligatoria para verificar la edad',
    dobInvalid: 'Introduce una fecha de nacimiento válida',
    dobFuture: 'La fecha de nacimiento no puede estar en el futuro',
    parentEmailRequired:
      'El correo del padre, madre o tutor es obligatorio para menores de 13 años',
    parentEmailSame: 'El correo del padre, madre o tutor debe ser distinto del tuyo',
    confirmRequired: 'Confirma tu contraseña',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    termsRequired: 'Debes aceptar los Términos del servicio y la Política de privacidad',
    phoneInvalid:
      'Introduce un número de teléfono en formato internacional, p. ej. +34 612 345 678',
    countryInvalid: 'Elige un país de la lista',
    tooLong: 'Es demasiado largo',
    parentEmailOwnMailbox:
      'Esta es tu propia dirección de correo escrita de otra forma. Escribe el correo de tu madre, padre o tutor.',
    parentMustBeAdult:
      'Las cuentas de madre, padre o tutor son para adultos: necesitas tener 18 años o más para crear una',
    accountTypeInvalid: 'Elige estudiante o madre, padre o tutor',
    missingResetToken:
      'Enlace de restablecimiento no válido o incompleto. Solicita un nuevo restablecimiento de contraseña.',
  },
  login: {
    title: 'Bienvenido de nuevo',
    subtitle: 'Inicia sesión para continuar aprendiendo.',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    forgot: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
    verifyLink: 'Reenviar el correo de verificación',
    errors: {
      tooMany: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      unavailable: 'Servicio no disponible temporalmente. Inténtalo de nuevo en unos momentos.',
      server: 'Error del servidor. Contacta con soporte si continúa.',
      connection: 'Error de conexión. Comprueba tu conexión a internet.',
      default: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    },
    welcomeNew: '¡Bienvenido a Optio, {{first_name}}!',
    welcomeBack: '¡Bienvenido de nuevo!',
    link: {
      title: 'Inicia sesión con el enlace de tu correo',
      body: 'Este enlace de un solo uso de tu correo te permite entrar sin tu contraseña. Funciona una vez y durante 30 minutos.',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión...',
      failed:
        'Este enlace de inicio de sesión no es válido, ha caducado o ya se usó. Vuelve a iniciar sesión.',
      password: 'Prefiero entrar con mi contraseña',
    },
  },
  register: {
    title: 'Crea tu cuenta',
    subtitle: 'Empezar es gratis, sin tarjeta de crédito.',
    accountType: '¿Para quién es esta cuenta?',
    accountStudent: 'Soy estudiante',
    accountStudentHint: 'Completa misiones, gana insignias y construye tu diploma.',
    accountParent: 'Soy madre, padre o tutor',
    accountParentHint:
      'Sigue el aprendizaje de tus hijos y da el consentimiento para un menor de 13 años. Para adultos (18 años o más), con tu propio correo.',
    contactAfterConsent:
      'No pedimos teléfono ni dirección a menores de 13 años: solo lo que tu madre, padre o tutor necesita para dar su consentimiento.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    phoneHint: 'Formato internacional, p. ej. +34 612 345 678',
    addressSection: 'Dirección (opcional)',
    addressLine1: 'Dirección, línea 1',
    addressLine2: 'Dirección, línea 2',
    city: 'Ciudad',
    state: 'Estado / provincia',
    postalCode: 'Código postal',
    country: 'País',
    countryPlaceholder: 'Elige un país',
    dateOfBirth: 'Fecha de nacimiento',
    dateOfBirthHint: 'Te la pedimos para confirmar tu edad.',
    coppaNote:
      'Nota: los menores de 13 años necesitan el consentimiento de sus padres para usar Optio (COPPA)',
    parentEmail: 'Correo del padre, madre o tutor',
    parentEmailHint: 'Tu padre, madre o tutor recibirá un correo para confirmar su consentimiento.',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    termsLabel:
      'Acepto los <terms>Términos del servicio</terms> y la <privacy>Política de privacidad</privacy>',
    academyTitle: '¿Vas a unirte a la Optio Academy?',
    academyNotice:
      'Quienes participan en la academia deben leer el <handbook>Manual de la Academia</handbook>. El acuerdo de la academia se firma en persona, no en línea.',
    submit: 'Crear cuenta',
    submitting: 'Creando cuenta...',
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
    success: '¡Cuenta creada correctamente!',
    errors: {
      unavailable: 'Servicio no disponible temporalmente. Inténtalo de nuevo en unos momentos.',
      server:
        'Error del servidor. Inténtalo de nuevo más tarde o contacta con soporte si continúa.',
      tooMany: 'Demasiados intentos de registro. Espera unos minutos y vuelve a intentarlo.',
      invalid:
        'Los datos de registro no son válidos. Revisa todos los campos y vuelve a intentarlo.',
      connection: 'Error de conexión. Comprueba tu conexión a internet y vuelve a intentarlo.',
      default: 'No se pudo completar el registro',
    },
  },
  forgot: {
    title: '¿Olvidaste tu contraseña?',
    subtitle: 'Escribe tu correo y te enviaremos un enlace para restablecer tu contraseña.',
    submit: 'Enviar enlace',
    submitting: 'Enviando...',
    success:
      'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer tu contraseña.',
    remembered: '¿Ya la recuerdas?',
    errors: {
      tooMany:
        'Demasiadas solicitudes para restablecer la contraseña. Espera una hora antes de volver a intentarlo.',
      default: 'Se ha producido un error. Inténtalo de nuevo más tarde.',
    },
  },
  reset: {
    title: 'Elige una contraseña nueva',
    subtitle: 'Usa al menos 12 caracteres con mayúsculas y minúsculas, un número y un símbolo.',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar contraseña nueva',
    match: 'Las contraseñas coinciden',
    mismatch: 'Las contraseñas no coinciden',
    submit: 'Restablecer contraseña',
    submitting: 'Restableciendo contraseña...',
    success: '¡Contraseña restablecida!',
    requestNew: 'Solicitar un nuevo restablecimiento',
    errors: {
      invalidToken: 'El enlace para restablecer la contraseña no es válido o ha caducado',
      default: 'Se ha producido un error al restablecer tu contraseña. Inténtalo de nuevo.',
    },
  },
  verify: {
    title: 'Revisa tu correo',
    sentTo: 'Hemos enviado un enlace de verificación a',
    sentToUnknown:
      'Hemos enviado un enlace de verificación a la dirección de correo con la que te registraste.',
    nextStep: 'Abre el enlace de ese correo para confirmar tu dirección y después inicia sesión.',
    under13Note:
      'Si tienes menos de 13 años, tu padre, madre o tutor también ha recibido un correo: tu cuenta se desbloquea cuando dé su consentimiento.',
    spamHint: '¿No lo encuentras? Mira en la carpeta de spam o vuelve a enviar el enlace.',
    resend: 'Reenviar correo de verificación',
    resending: 'Enviando...',
    resent: 'Te hemos enviado un enlace de verificación nuevo. Revisa tu bandeja de entrada.',
    emailForResend: 'Tu correo electrónico',
    verifyingTitle: 'Verificando tu correo',
    verifying: 'Verificando tu dirección de correo...',
    verifiedTitle: 'Correo verificado',
    verified: '¡Correo verificado! Ya puedes iniciar sesión.',
    failedTitle: 'No se pudo verificar',
    failed: 'Este enlace de verificación no es válido o ha caducado. Pide uno nuevo.',
    goToLogin: 'Ir a iniciar sesión',
    errors: {
      tooMany: 'Demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.',
      connection: 'Error de conexión. Comprueba tu conexión a internet y vuelve a intentarlo.',
      default: 'Se ha producido un error. Inténtalo de nuevo más tarde.',
    },
  },
  consent: {
    title: 'Consentimiento parental',
    intro:
      '{{child}} quiere usar Optio. Como tiene menos de 13 años, primero necesitamos su consentimiento.',
    statementLabel: 'Declaración de consentimiento (versión {{version}})',
    give: 'Doy mi consentimiento',
    giving: 'Registrando el consentimiento...',
    given: '¡Gracias! Consentimiento registrado. La cuenta de su hijo o hija ya está desbloqueada.',
    loadingDetails: 'Cargando la solicitud de consentimiento...',
    missingToken:
      'Este enlace de consentimiento está incompleto. Vuelva a abrir el enlace desde el correo.',
    revokeTitle: 'Retirar el consentimiento parental',
    revokeIntro:
      'Al retirar el consentimiento, la cuenta de Optio de su hijo o hija se bloquea de inmediato y sus datos se eliminan pasados 30 días.',
    signInIntro:
      'Para dar el consentimiento, inicie sesión con su cuenta de madre, padre o tutor de Optio, o cree una con su propio correo (no el de su hijo o hija).',
    signIn: 'Iniciar sesión como madre, padre o tutor',
    createAccount: 'Crear una cuenta de madre, padre o tutor',
    createHint:
      'Cuando haya creado la cuenta y verificado su correo, vuelva a abrir el enlace del correo de consentimiento.',
    wrongAccount:
      'Ha iniciado sesión como {{name}}, que no es una cuenta de madre, padre o tutor. Cierre la sesión e inicie sesión con su cuenta de madre, padre o tutor.',
    signOut: 'Cerrar sesión',
    signedInAs: 'Da el consentimiento como {{name}} ({{email}}).',
    givenFor:
      '¡Gracias! Consentimiento registrado. La cuenta de {{child}} ya está desbloqueada y vinculada a la suya: puede seguirla desde su panel familiar.',
    toDashboard: 'Ir al panel familiar',
    revoke: 'Retirar el consentimiento',
    revoking: 'Retirando el consentimiento...',
    revoked:
      'Consentimiento retirado. La cuenta de su hijo o hija está bloqueada y sus datos se eliminarán dentro de 30 días.',
    errors: {
      tooMany: 'Demasiadas solicitudes. Espere unos minutos y vuelva a intentarlo.',
      connection: 'Error de conexión. Compruebe su conexión a internet y vuelva a intentarlo.',
      default: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
    },
  },
};
