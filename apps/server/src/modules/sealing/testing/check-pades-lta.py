"""Test support: checks a PDF against the PAdES B-LTA structure of ETSI EN 319 142-1 with
asn1crypto, independently of the sealing engine's own readers. Prints a JSON report.

Usage: python3 check-pades-lta.py <file.pdf> <dir to write the DSS OCSP responses into>
"""
import hashlib
import json
import os
import re
import sys

from asn1crypto import cms, crl, ocsp, tsp, x509

pdf = open(sys.argv[1], "rb").read()
out_dir = sys.argv[2]


def last_object(number, generation):
    found = [m for m in re.finditer(rb"(?<![0-9])%d\s+%d\s+obj" % (number, generation), pdf)]
    return found[-1].end() if found else None


def stream_at(offset):
    keyword = pdf.index(b"stream", offset)
    dictionary = pdf[offset:keyword]
    assert b"/Filter" not in dictionary, "DSS streams are stored unfiltered"
    length = int(re.search(rb"/Length\s+(\d+)", dictionary).group(1))
    start = keyword + len(b"stream")
    start += 2 if pdf[start:start + 2] == b"\r\n" else 1
    return pdf[start:start + length]


def dss():
    reference = list(re.finditer(rb"/DSS\s+(\d+)\s+(\d+)\s+R", pdf))[-1]
    at = last_object(int(reference.group(1)), int(reference.group(2)))
    body = pdf[at:pdf.index(b"endobj", at)]
    entries = {}
    for key in (b"Certs", b"OCSPs", b"CRLs"):
        array = re.search(rb"/" + key + rb"\s*\[([^\]]*)\]", body).group(1)
        refs = re.findall(rb"(\d+)\s+(\d+)\s+R", array)
        entries[key.decode()] = [stream_at(last_object(int(n), int(g))) for n, g in refs]
    return at, body, entries


def signatures():
    for match in re.finditer(rb"/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]", pdf):
        a, b, c, d = (int(x) for x in match.groups())
        window = pdf[max(0, b - 4096):b]
        sub_filter = re.findall(rb"/SubFilter\s*/([A-Za-z0-9.]+)", window)[-1].decode()
        contents = bytes.fromhex(pdf[b + 1:c - 1].decode())
        yield sub_filter, (a, b, c, d), contents


def common_name(certificate):
    # Only the CN is read: a test CA may encode other attributes as UTF8String where
    # asn1crypto insists on X.520's PrintableString.
    for rdn in certificate.subject.chosen:
        for attribute in rdn:
            if attribute["type"].native == "common_name":
                return attribute["value"].native
    return None


def check_signature(info, report):
    signer_info = info["content"]["signer_infos"][0]
    signed = {attr["type"].native for attr in signer_info["signed_attrs"]}
    unsigned = [attr for attr in (signer_info["unsigned_attrs"] or [])]
    report["signedAttributes"] = sorted(signed)
    report["signingTimeAbsent"] = "signing_time" not in signed
    stamps = [a for a in unsigned if a["type"].native == "signature_time_stamp_token"]
    report["signatureTimeStamp"] = len(stamps) == 1
    certs = {c.chosen.sha256: c.chosen for c in info["content"]["certificates"]}
    sid = signer_info["sid"].chosen
    signer = next(c for c in certs.values() if c.serial_number == sid["serial_number"].native)
    report["signer"] = common_name(signer)
    report["signerSerial"] = signer.serial_number
    tst = stamps[0]["values"][0] if stamps else None
    tsa = [c.chosen for c in tst["content"]["certificates"]] if tst else []
    report["tsaSerials"] = [c.serial_number for c in tsa if c.subject.dump() != c.issuer.dump()]


def main():
    dss_at, dss_body, entries = dss()
    dss_certs = [x509.Certificate.load(der) for der in entries["Certs"]]
    responses = [ocsp.OCSPResponse.load(der) for der in entries["OCSPs"]]
    crls = [crl.CertificateList.load(der) for der in entries["CRLs"]]
    for index, der in enumerate(entries["OCSPs"]):
        with open(os.path.join(out_dir, "ocsp-%d.der" % index), "wb") as handle:
            handle.write(der)
    answered = {}
    for response in responses:
        assert response["response_status"].native == "successful"
        for single in response.basic_ocsp_response["tbs_response_data"]["responses"]:
            answered[single["cert_id"]["serial_number"].native] = single["cert_status"].name
    report = {"signatures": [], "dss": {
        "certs": len(dss_certs), "ocsps": len(responses), "crls": len(crls),
        "vri": len(re.findall(rb"/[0-9A-F]{40}\s*<<", dss_body)), "ocspStatus": {str(k): v for k, v in answered.items()},
    }}
    dss_serials = {c.serial_number for c in dss_certs}
    for sub_filter, (a, b, c, d), contents in signatures():
        info = cms.ContentInfo.load(contents, strict=False)
        entry = {"subFilter": sub_filter, "coversDss": b > dss_at}
        if sub_filter == "ETSI.RFC3161":
            tst_info = info["content"]["encap_content_info"]["content"].parsed
            digest = hashlib.sha256(pdf[a:a + b] + pdf[c:c + d]).digest()
            entry["imprintMatches"] = tst_info["message_imprint"]["hashed_message"].native == digest
            entry["contentType"] = info["content"]["encap_content_info"]["content_type"].native
        else:
            check_signature(info, entry)
            entry["inDss"] = entry["signerSerial"] in dss_serials and all(
                s in dss_serials for s in entry["tsaSerials"])
            entry["ocsp"] = answered.get(entry["signerSerial"])
            entry["tsaOcsp"] = [answered.get(s) for s in entry["tsaSerials"]]
            entry.pop("signerSerial")
            entry.pop("tsaSerials")
        report["signatures"].append(entry)
    print(json.dumps(report))


main()
