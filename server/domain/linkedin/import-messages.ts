import { fillPlaceholders, type Localized, type RequestLanguage } from '../language-of-request.ts'
import type { MessageParams } from '../documents/document-messages.ts'

/*
 * Every refusal of a LinkedIn profile import, in the app's three languages (decisions.md,
 * Professional-network import). A ProfileImportError names its message by id; the route renders
 * it in the request's language. LinkedIn's own menu paths are given as its interface names them
 * in that language; the section names a "Save to PDF" file must have stay in English, since the
 * parser looks for those headings.
 */

/** Where LinkedIn gives every member the two files the import reads. */
const FILES_TO_UPLOAD: Localized = {
  en: 'your LinkedIn "Save to PDF" file (on your profile: More > Save to PDF) or the data-export ZIP (Settings > Data privacy > Get a copy of your data)',
  ru: 'файл LinkedIn «Сохранить в PDF» (в профиле: Ещё > Сохранить в PDF) или ZIP-архив с экспортом данных (Настройки > Конфиденциальность данных > Получить копию своих данных)',
  es: 'tu archivo de LinkedIn «Guardar como PDF» (en tu perfil: Más > Guardar como PDF) o el ZIP de exportación de datos (Configuración > Privacidad de datos > Obtener una copia de tus datos)',
}

/** What every refusal of a URL import points to, as a sentence of its own. */
export const FILE_IMPORT_HINTS: Localized = {
  en: `Upload ${FILES_TO_UPLOAD.en} instead.`,
  ru: `Вместо этого загрузите ${FILES_TO_UPLOAD.ru}.`,
  es: `Sube en su lugar ${FILES_TO_UPLOAD.es}.`,
}

/** The same, as the second half of "do this, or ...". */
const OR_UPLOAD: Localized = {
  en: `upload ${FILES_TO_UPLOAD.en} instead.`,
  ru: `загрузите вместо этого ${FILES_TO_UPLOAD.ru}.`,
  es: `sube en su lugar ${FILES_TO_UPLOAD.es}.`,
}

const EXPORT_AGAIN: Localized = {
  en: 'Download the data export again from LinkedIn (Settings > Data privacy > Get a copy of your data) and upload the ZIP as it came.',
  ru: 'Скачайте экспорт данных из LinkedIn заново (Настройки > Конфиденциальность данных > Получить копию своих данных) и загрузите ZIP-архив без изменений.',
  es: 'Vuelve a descargar la exportación de datos de LinkedIn (Configuración > Privacidad de datos > Obtener una copia de tus datos) y sube el ZIP tal como lo recibiste.',
}

const HINT = FILE_IMPORT_HINTS

export const IMPORT_MESSAGES = {
  no_provider: {
    en: `Importing by profile URL needs a profile-data provider, and none is configured on this server. ${HINT.en}`,
    ru: `Для импорта по ссылке на профиль нужен поставщик данных профилей, а на этом сервере он не настроен. ${HINT.ru}`,
    es: `Para importar desde la URL del perfil hace falta un proveedor de datos de perfiles, y este servidor no tiene ninguno configurado. ${HINT.es}`,
  },
  profile_not_public: {
    en: `This LinkedIn profile is not public, or the profile-data provider cannot see it. Make it public, or ${OR_UPLOAD.en}`,
    ru: `Этот профиль LinkedIn не открыт для всех, или поставщик данных профилей не может его увидеть. Сделайте профиль общедоступным либо ${OR_UPLOAD.ru}`,
    es: `Este perfil de LinkedIn no es público o el proveedor de datos de perfiles no puede verlo. Hazlo público o ${OR_UPLOAD.es}`,
  },
  provider_failed: {
    en: `The profile-data provider did not answer properly. Try again later, or ${OR_UPLOAD.en}`,
    ru: `Поставщик данных профилей ответил с ошибкой. Повторите попытку позже либо ${OR_UPLOAD.ru}`,
    es: `El proveedor de datos de perfiles no ha respondido correctamente. Vuelve a intentarlo más tarde o ${OR_UPLOAD.es}`,
  },
  file_too_large: {
    en: `This file is larger than {megabytes} MB, more than a LinkedIn profile PDF or data export holds. ${HINT.en}`,
    ru: `Этот файл больше {megabytes} МБ — больше, чем бывает PDF профиля LinkedIn или экспорт данных. ${HINT.ru}`,
    es: `Este archivo ocupa más de {megabytes} MB, más de lo que ocupa un PDF de perfil de LinkedIn o una exportación de datos. ${HINT.es}`,
  },
  no_file: {
    en: `No file was received. ${HINT.en}`,
    ru: `Файл не получен. ${HINT.ru}`,
    es: `No hemos recibido ningún archivo. ${HINT.es}`,
  },
  file_empty: {
    en: `The file is empty. ${HINT.en}`,
    ru: `Файл пуст. ${HINT.ru}`,
    es: `El archivo está vacío. ${HINT.es}`,
  },
  not_pdf_or_zip: {
    en: `This is neither a PDF nor a ZIP file. ${HINT.en}`,
    ru: `Это не PDF и не ZIP-файл. ${HINT.ru}`,
    es: `Este archivo no es ni un PDF ni un ZIP. ${HINT.es}`,
  },
  pdf_not_profile: {
    en: `This PDF does not look like a LinkedIn profile: it has no Summary, Experience or Education section. ${HINT.en}`,
    ru: `Этот PDF не похож на профиль LinkedIn: в нём нет ни раздела Summary, ни Experience, ни Education. ${HINT.ru}`,
    es: `Este PDF no parece un perfil de LinkedIn: no tiene ninguna sección Summary, Experience ni Education. ${HINT.es}`,
  },
  zip_no_profile: {
    en: `This ZIP is not a LinkedIn data export: it has no Profile.csv. ${HINT.en}`,
    ru: `Этот ZIP-архив не является экспортом данных LinkedIn: в нём нет файла Profile.csv. ${HINT.ru}`,
    es: `Este ZIP no es una exportación de datos de LinkedIn: no contiene Profile.csv. ${HINT.es}`,
  },
  zip_too_many_entries: {
    en: `This ZIP holds more than {count} files, far more than LinkedIn's data export has, so we did not open it. ${EXPORT_AGAIN.en}`,
    ru: `В этом ZIP-архиве больше {count} файлов — намного больше, чем в экспорте данных LinkedIn, поэтому мы не стали его открывать. ${EXPORT_AGAIN.ru}`,
    es: `Este ZIP contiene más de {count} archivos, muchos más de los que tiene la exportación de datos de LinkedIn, así que no lo hemos abierto. ${EXPORT_AGAIN.es}`,
  },
  zip_damaged: {
    en: `This ZIP file is damaged and could not be opened. ${EXPORT_AGAIN.en}`,
    ru: `Этот ZIP-архив повреждён, и открыть его не удалось. ${EXPORT_AGAIN.ru}`,
    es: `Este archivo ZIP está dañado y no se ha podido abrir. ${EXPORT_AGAIN.es}`,
  },
  csv_too_large: {
    en: `The profile files in this ZIP unpack to far more data than a profile holds, so we did not open them. ${EXPORT_AGAIN.en}`,
    ru: `Файлы профиля в этом ZIP-архиве после распаковки занимают намного больше, чем может занимать профиль, поэтому мы не стали их открывать. ${EXPORT_AGAIN.ru}`,
    es: `Los archivos del perfil de este ZIP se descomprimen en muchos más datos de los que contiene un perfil, así que no los hemos abierto. ${EXPORT_AGAIN.es}`,
  },
  csv_unreadable: {
    en: `{file} in this ZIP is not a readable CSV file. ${EXPORT_AGAIN.en}`,
    ru: `Файл {file} в этом ZIP-архиве не удаётся прочитать как CSV. ${EXPORT_AGAIN.ru}`,
    es: `El archivo {file} de este ZIP no es un CSV legible. ${EXPORT_AGAIN.es}`,
  },
  csv_unreadable_at_line: {
    en: `{file} in this ZIP is not a readable CSV file (line {line}). ${EXPORT_AGAIN.en}`,
    ru: `Файл {file} в этом ZIP-архиве не удаётся прочитать как CSV (строка {line}). ${EXPORT_AGAIN.ru}`,
    es: `El archivo {file} de este ZIP no es un CSV legible (línea {line}). ${EXPORT_AGAIN.es}`,
  },
  csv_missing_column: {
    en: `{file} in this ZIP lacks the column {columns}, so it is not LinkedIn's export. ${EXPORT_AGAIN.en}`,
    ru: `В файле {file} из этого ZIP-архива нет столбца {columns}, значит, это не экспорт LinkedIn. ${EXPORT_AGAIN.ru}`,
    es: `Al archivo {file} de este ZIP le falta la columna {columns}, así que no es la exportación de LinkedIn. ${EXPORT_AGAIN.es}`,
  },
  csv_missing_columns: {
    en: `{file} in this ZIP lacks the columns {columns}, so it is not LinkedIn's export. ${EXPORT_AGAIN.en}`,
    ru: `В файле {file} из этого ZIP-архива нет столбцов {columns}, значит, это не экспорт LinkedIn. ${EXPORT_AGAIN.ru}`,
    es: `Al archivo {file} de este ZIP le faltan las columnas {columns}, así que no es la exportación de LinkedIn. ${EXPORT_AGAIN.es}`,
  },
  csv_too_many_rows: {
    en: `{file} in this ZIP holds more than a profile has (over {rows} rows, or a row over {kilobytes} KB), so we did not read it. ${EXPORT_AGAIN.en}`,
    ru: `В файле {file} из этого ZIP-архива больше данных, чем бывает в профиле (более {rows} строк или строка длиннее {kilobytes} КБ), поэтому мы не стали его читать. ${EXPORT_AGAIN.ru}`,
    es: `El archivo {file} de este ZIP contiene más de lo que tiene un perfil (más de {rows} filas o una fila de más de {kilobytes} KB), así que no lo hemos leído. ${EXPORT_AGAIN.es}`,
  },
} as const satisfies Record<string, Localized>

export type ImportMessageId = keyof typeof IMPORT_MESSAGES

/** A profile import refusal's text in one language. */
export function importMessage(
  id: ImportMessageId,
  language: RequestLanguage,
  params?: MessageParams,
): string {
  return fillPlaceholders(IMPORT_MESSAGES[id][language], language, params)
}
